import type { LoginPolicy } from '@casino/flows';
import { Checkbox } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { policyPagePath } from '../../shared/content/policy-pages';
import { useLocale } from '../../shared/locale/use-locale';

interface PolicyBoxesProps {
  /** The boxes the server asked for (214 the terms, 215 the privacy policy, 155 both). */
  required: readonly LoginPolicy[];
  checked: Record<LoginPolicy, boolean>;
  /** The boxes left unchecked at the last submit. */
  errors: Partial<Record<LoginPolicy, unknown>>;
  onToggle: (policy: LoginPolicy, checked: boolean) => void;
}

/**
 * The terms and privacy-policy boxes of a login the server refused with 155, 214 or 215 (spec 8), each with the link
 * to its content page (/kayttoehdot, /tietosuoja and the en and et pages) in a new tab: the login form's and the bank
 * login return's.
 */
export function PolicyBoxes({ required, checked, errors, onToggle }: PolicyBoxesProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return required.map((policy) => (
    <Checkbox
      key={policy}
      checked={checked[policy]}
      error={errors[policy] !== undefined ? t('login.form.policyRequired') : undefined}
      onCheckedChange={(value) => onToggle(policy, value === true)}
      label={
        <>
          {t(`login.form.${policy}`)}{' '}
          <Link
            to={policyPagePath(policy, locale)}
            target="_blank"
            className="text-accent underline underline-offset-4"
          >
            {t(`login.form.${policy}Link`)}
          </Link>
        </>
      }
    />
  ));
}

/** The event of a box in the machines that ask for the policies (login, provider return). */
export const policyToggled = (policy: LoginPolicy, checked: boolean) =>
  ({ type: policy === 'policyChecked' ? 'policy.toggled' : 'privacyPolicy.toggled', checked }) as const;
