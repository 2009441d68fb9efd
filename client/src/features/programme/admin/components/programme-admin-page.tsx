import { PublishPanel } from './publish-panel'
import { RoomsPanel } from './rooms-panel'
import { SessionsPanel } from './sessions-panel'

/** /admin/programme: the rooms, the draft's sessions by day with their warnings, and publishing a version. */
export function ProgrammeAdminPage() {
  return (
    <div className="grid gap-12">
      <RoomsPanel />
      <SessionsPanel />
      <PublishPanel />
    </div>
  )
}
