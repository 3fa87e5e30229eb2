// Proves that lint enforces the boundaries of STYLE.md (imports between rooms and between the app's features, and
// visible text through i18next): each deliberate violation below must be
// reported by `no-restricted-imports`, and each allowed import must pass. Exits non-zero otherwise.
import { ESLint } from 'eslint';

const cases = [
  {
    file: 'packages/ui/src/boundary-check.tsx',
    code: "import { createMachine } from 'xstate';\nexport const m = createMachine;\n",
    violates: true,
  },
  {
    file: 'packages/ui/src/boundary-check.tsx',
    code: "import { createApi } from '@casino/api-client';\nexport const a = createApi;\n",
    violates: true,
  },
  {
    file: 'packages/ui/src/boundary-check.tsx',
    code: "import i18next from 'i18next';\nexport const i = i18next;\n",
    violates: true,
  },
  {
    file: 'packages/ui/src/boundary-check.tsx',
    code: "import { Link } from 'react-router';\nexport const l = Link;\n",
    violates: true,
  },
  {
    file: 'packages/ui/src/boundary-check.tsx',
    code: "import { clsx } from 'clsx';\nexport const c = clsx;\n",
    violates: false,
  },
  {
    file: 'packages/flows/src/boundary-check.ts',
    code: "import { useState } from 'react';\nexport const s = useState;\n",
    violates: true,
  },
  {
    file: 'packages/flows/src/boundary-check.ts',
    code: "import { createApi } from '@casino/api-client';\nexport const a = createApi;\n",
    violates: true,
  },
  {
    file: 'packages/flows/src/boundary-check.ts',
    code: "import type { AppError } from '@casino/api-client';\nexport type E = AppError;\n",
    violates: false,
  },
  {
    file: 'packages/flows/src/boundary-check.ts',
    code: "import { NOT_LOGGED_IN } from '@casino/api-client';\nexport const c = NOT_LOGGED_IN;\n",
    violates: false,
  },
  { file: 'packages/flows/src/boundary-check.ts', code: "export const f = () => fetch('/x');\n", violates: true },
  {
    file: 'packages/api-client/src/boundary-check.ts',
    code: "import { useState } from 'react';\nexport const s = useState;\n",
    violates: true,
  },
  {
    file: 'apps/api/src/boundary-check.ts',
    code: "import { createApi } from '@casino/api-client';\nexport const a = createApi;\n",
    violates: true,
  },
  {
    file: 'apps/api/src/boundary-check.ts',
    code: "import type { PlayerOperations } from '@casino/api-client';\nexport type O = PlayerOperations;\n",
    violates: false,
  },
  {
    file: 'apps/casino/src/boundary-check.ts',
    code: "import { cn } from '@casino/ui/src/lib/cn';\nexport const c = cn;\n",
    violates: true,
  },
  {
    file: 'apps/casino/src/features/lobby/boundary-check.ts',
    code: "import { LoginForm } from '../login/login-form';\nexport const l = LoginForm;\n",
    violates: true,
  },
  {
    file: 'apps/casino/src/features/lobby/boundary-check.ts',
    code: "import { useApi } from '../../app/api';\nexport const a = useApi;\n",
    violates: false,
  },
  {
    file: 'apps/casino/src/features/lobby/rails/boundary-check.ts',
    code: "import { LoginForm } from '../../login/login-form';\nexport const l = LoginForm;\n",
    violates: true,
  },
  {
    file: 'apps/casino/src/features/lobby/rails/boundary-check.ts',
    code: "export { LoginForm } from '../../login/login-form';\n",
    violates: true,
  },
  {
    file: 'apps/casino/src/features/lobby/rails/boundary-check.ts',
    code: "export const load = () => import('../../../features/login/login-form');\n",
    violates: true,
  },
  {
    file: 'apps/casino/src/features/lobby/rails/boundary-check.ts',
    code: "import { Rail } from '../rail';\nexport const r = Rail;\n",
    violates: false,
  },
  {
    file: 'apps/casino/src/features/lobby/rails/boundary-check.ts',
    code: "import { Rail } from '../../lobby/rail';\nexport const r = Rail;\n",
    violates: false,
  },
  {
    file: 'apps/casino/src/features/lobby/rails/boundary-check.ts',
    code: "import { useApi } from '../../../app/api';\nexport const a = useApi;\n",
    violates: false,
  },
  {
    file: 'apps/casino/src/features/lobby/boundary-check.tsx',
    code: 'export const Greeting = () => <p>Tervetuloa</p>;\n',
    violates: true,
  },
  {
    file: 'apps/casino/src/features/lobby/boundary-check.tsx',
    code: 'export const Close = () => <button aria-label="Close" />;\n',
    violates: true,
  },
  {
    file: 'apps/casino/src/features/lobby/boundary-check.tsx',
    code: 'export const Price = ({ text }: { text: string }) => <p>{text} €</p>;\n',
    violates: false,
  },
  {
    file: 'apps/api/src/boundary-check.ts',
    code: "import { createElement } from 'react';\nexport const c = createElement;\n",
    violates: true,
  },
];

const eslint = new ESLint();
let bad = 0;
for (const { file, code, violates } of cases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  const rules = (result?.messages ?? []).map((m) => m.ruleId);
  const reported = rules.some((r) =>
    [
      '@typescript-eslint/no-restricted-imports',
      'casino/feature-boundary',
      'no-restricted-globals',
      'no-restricted-syntax',
    ].includes(r ?? ''),
  );
  const ok = reported === violates;
  if (!ok) bad++;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${violates ? 'rejects' : 'allows '} ${file}: ${code.split('\n')[0]}${ok ? '' : `  (rules: ${rules.join(', ') || 'none'})`}`,
  );
}
console.log(`${cases.length - bad} passed, ${bad} failed`);
process.exit(bad ? 1 : 0);
