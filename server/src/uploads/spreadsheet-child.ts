import { parseSpreadsheet } from './spreadsheet-parse'
import type { ParseAnswer, ParseRequest } from './spreadsheet-types'

// Entry of the child process that parses one uploaded spreadsheet (forked by spreadsheet-sandbox.ts, bundled as
// dist/spreadsheet-child.js). It says it is ready (its modules loaded: the time limit starts then), answers once
// over IPC and exits; a crash here (out of memory, a V8 fatal error) ends only this process.

const unreadable: ParseAnswer = {
  ok: false,
  status: 400,
  message: 'The file could not be read as a spreadsheet. Open it in Excel and save it again.',
}

let answered = false
function answer(message: ParseAnswer) {
  if (answered) return
  answered = true
  process.send?.(message, () => process.exit(0))
}

process.once('message', (request: ParseRequest) => {
  parseSpreadsheet(request).then(answer, () => answer(unreadable))
})
// read-excel-file throws some errors (an out-of-place row) from its chunked XML reading, outside its promise.
process.on('uncaughtException', () => answer(unreadable))
process.on('disconnect', () => process.exit(0))
process.send?.('ready')
