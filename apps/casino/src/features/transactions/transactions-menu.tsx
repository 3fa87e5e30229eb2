import type { PanelPage } from '@casino/flows';
import { PanelMenu, PanelMenuItem } from '@casino/ui';
import { Dices, PiggyBank, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizedPath } from '../../app/routes';
import { useLocale } from '../../shared/locale/use-locale';
import { routeOfList, TRANSACTION_LISTS, type TransactionList } from './transaction-pages';

const icons = { deposits: <PiggyBank />, withdraws: <Wallet />, 'game-actions': <Dices /> } satisfies Record<
  TransactionList,
  unknown
>;

/**
 * The transactions page (spec 2.5): its three lists, deposits, withdrawals and game actions. In the panel each row
 * opens its list on the stack (`onOpen`); on the page each goes to the list's route.
 */
export function TransactionsMenu({ onOpen }: { onOpen?: (page: TransactionList & PanelPage) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <PanelMenu aria-label={t('panel.transactions.menuLabel')}>
      {TRANSACTION_LISTS.map((list) => (
        <PanelMenuItem
          key={list}
          icon={icons[list]}
          onClick={() => (onOpen ? onOpen(list) : void navigate(localizedPath(routeOfList(list), locale)))}
        >
          {t(`panel.pages.${list}`)}
        </PanelMenuItem>
      ))}
    </PanelMenu>
  );
}
