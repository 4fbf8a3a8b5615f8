import { formatDateTime, formatMoney, type Transaction } from '../../../sdk';
import { useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { signedMoney } from '../../wallet/shared/signed-money';
import { categoryKeys } from './transaction-labels';

/**
 * The rows of Transactions: type, ID, description, amount (signed), time and balance after
 * (SPEC §3). A table on wide screens; below 600 px of the element's own width each row becomes a
 * card with its labels (a container query, so it works in a partner's narrow column too).
 */
export function TransactionTable({ items, caption }: { items: Transaction[]; caption: string }) {
  const t = useT();
  const language = useLanguage();
  const columns = {
    type: t('transactions.column.type'),
    id: t('transactions.column.id'),
    description: t('transactions.column.description'),
    amount: t('transactions.column.amount'),
    time: t('transactions.column.time'),
    balance: t('transactions.column.balance'),
  };
  return (
    <table className="tx-table" part="table">
      <caption className="nl-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.type}</th>
          <th scope="col">{columns.id}</th>
          <th scope="col">{columns.description}</th>
          <th scope="col" className="num">
            {columns.amount}
          </th>
          <th scope="col">{columns.time}</th>
          <th scope="col" className="num">
            {columns.balance}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((row) => {
          const keys = categoryKeys(row.category);
          return (
            <tr key={row.id} className="tx-row" data-category={row.category} part="row">
              <th scope="row" className="tx-type" data-label={columns.type}>
                {t(keys.type)}
              </th>
              <td className="tx-id" data-label={columns.id}>
                <Ltr>{row.id}</Ltr>
              </td>
              <td className="tx-description" data-label={columns.description}>
                {t(keys.description)}
                {row.reference ? (
                  <>
                    {' '}
                    <Ltr className="tx-reference">{row.reference}</Ltr>
                  </>
                ) : null}
              </td>
              <td className={`tx-amount num ${row.amount < 0 ? 'money-out' : 'money-in'}`} data-label={columns.amount}>
                <Ltr className="amount">{signedMoney(row.amount, language)}</Ltr>
              </td>
              <td className="tx-time" data-label={columns.time}>
                <Ltr>{formatDateTime(row.time, language)}</Ltr>
              </td>
              <td className="tx-balance num" data-label={columns.balance}>
                <Ltr className="amount">{formatMoney(row.balanceAfter, language)}</Ltr>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
