import { importantDates, importantDatesColumns, importantDatesHeading } from '@/content/important-dates'

/** Important Dates table (spec §9). */
export function ImportantDatesTable() {
  return (
    <section aria-labelledby="important-dates-heading" className="mx-auto max-w-3xl">
      <h2 id="important-dates-heading" className="text-center text-2xl font-bold text-brand-800">
        {importantDatesHeading}
      </h2>
      <div className="mt-6 overflow-hidden rounded-xl border border-slate-200 shadow-sm">
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <thead className="bg-brand-800 text-white">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {importantDatesColumns.event}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {importantDatesColumns.date}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {importantDates.map((row) => (
              <tr key={row.id} className="odd:bg-white even:bg-slate-50">
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {row.event}
                </th>
                <td className="px-4 py-3 whitespace-nowrap text-slate-800">
                  <time dateTime={row.iso}>{row.date}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
