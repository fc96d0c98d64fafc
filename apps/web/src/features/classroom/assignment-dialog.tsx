import { ClassroomFailureDialog } from './classroom-failure-dialog';
import { CreateAssignmentDialog } from './create-assignment-dialog';
import type { ClassroomLaunch } from './launch-context';

interface AssignmentDialogProps {
  quizSetId: string;
  quizSetTitle: string;
  /** The launch remembered from Classroom's discovery iframe, if any. */
  launch: ClassroomLaunch | null;
  isTeacher: boolean;
  onClose: () => void;
}

/**
 * The dialog ClassroomAssignmentEntry opens on `/quiz/{id}?shouldShowCreateAssignmentDialog=true`:
 * create-assignment for a teacher with a launch (spec §2, §6), else the invalid-access or the
 * generic failure dialog (spec §8). Its own module, loaded only when asked for: the dialogs'
 * code (Mantine's Modal, the forms) is in no quiz page's first load (issue 2 "Performance").
 */
export default function AssignmentDialog({
  quizSetId,
  quizSetTitle,
  launch,
  isTeacher,
  onClose,
}: AssignmentDialogProps) {
  if (!launch) return <ClassroomFailureDialog failure="invalidAccess" onDismiss={onClose} />;
  if (!isTeacher) return <ClassroomFailureDialog failure="other" onDismiss={onClose} />;
  return (
    <CreateAssignmentDialog
      quizSetId={quizSetId}
      quizSetTitle={quizSetTitle}
      launch={launch}
      onClose={onClose}
    />
  );
}
