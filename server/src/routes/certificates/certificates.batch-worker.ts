import { serveJobs } from '../../jobs/off-thread'
import { buildIssueBatch, type IssueBatchJob } from './certificates.rows'

// The bulk issue's thread (certificates.issue.ts): codes, snapshots, mails and their JSON for a batch of 200 are
// CPU work that would otherwise hold up every other request of the process. At nice 10, as the spreadsheet parser
// (decision 030): on a busy machine the visitors' requests get the CPU first.
serveJobs(async (job: IssueBatchJob) => ({ result: buildIssueBatch(job) }), { niceness: 10 })
