import type { ApiRegion } from '../../../bff/contract/api-types';
import { Dialog } from './dialog';
import { SignupFlow } from './signup-flow';

export interface SignupModalDialogProps {
  readonly titleId: string;
  readonly closeLabel: string;
  readonly regions: Readonly<Record<string, readonly ApiRegion[]>>;
  readonly onClose: (() => void) | undefined;
  readonly onStepChange: (step: number) => void;
}

/**
 * The open signup modal: the dialog and the five steps. Its own chunk (signup-modal.tsx loads it with React.lazy when
 * the modal first opens), so no page carries the signup flow and its form checks in its first load.
 */
export default function SignupModalDialog({ titleId, closeLabel, regions, onClose, onStepChange }: SignupModalDialogProps) {
  return (
    <Dialog labelledBy={titleId} closeLabel={closeLabel} onClose={onClose}>
      <SignupFlow mode="modal" regions={regions} onStepChange={onStepChange} titleId={titleId} />
    </Dialog>
  );
}
