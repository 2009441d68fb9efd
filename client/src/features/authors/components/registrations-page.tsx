import { Link } from '@tanstack/react-router'
import { BulletList, ContentBlock } from '@/components/content-block'
import { PageContainer } from '@/components/ui/page-container'
import { feeColumns, feeRows, registration } from '@/content/registration'
import { ContentTable } from './content-table'

export function RegistrationsPage() {
  return (
    <PageContainer title={registration.heading} lead={registration.intro}>
      <ContentBlock id="fees" heading={registration.feeTableHeading}>
        <p className="font-medium text-slate-900">{registration.gstNote}</p>
        {/* biome-ignore lint/a11y/useSemanticElements: kept a div region, as axe and the e2e tests know it */}
        <div
          className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          role="region"
          aria-label="Registration fees table"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table region must take focus to scroll by keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          <ContentTable
            className="w-full min-w-[20rem] text-left text-sm sm:text-base"
            data-testid="fee-table"
            caption="Registration fees, including GST"
            headClassName="bg-brand-50 align-bottom text-brand-900"
            head={
              <>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                  {registration.categoryColumnLabel}
                </th>
                {feeColumns.map((col) => (
                  <th key={col.key} scope="col" className="px-3 py-3 font-semibold sm:px-4">
                    {col.label}
                    <span className="block text-xs font-normal text-slate-600">{col.detail}</span>
                  </th>
                ))}
              </>
            }
            items={feeRows}
            itemKey={(row) => row.category}
            row={(row) => (
              <>
                <th scope="row" className="px-3 py-3 font-medium text-slate-900 sm:px-4">
                  {row.category}
                </th>
                {feeColumns.map((col) => (
                  <td key={col.key} className="px-3 py-3 sm:px-4">
                    {row[col.key].display}
                  </td>
                ))}
              </>
            )}
          />
        </div>
      </ContentBlock>
      <div className="grid gap-x-10 md:grid-cols-2">
        <ContentBlock id="fee-includes" heading={registration.includesHeading}>
          <BulletList items={registration.includes} />
        </ContentBlock>
        <ContentBlock id="fee-rules" heading={registration.rulesHeading}>
          <BulletList items={registration.rules} />
        </ContentBlock>
      </div>
      <ContentBlock id="payment" heading={registration.paymentHeading}>
        <p>{registration.bankDetails.text}</p>
        <p>
          <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Contact the secretariat
          </Link>
        </p>
      </ContentBlock>
    </PageContainer>
  )
}
