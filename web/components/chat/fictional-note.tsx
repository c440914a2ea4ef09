import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStore } from '../../stores/store-context';
import { FictionalIcon } from '../member-card';
import { Alert } from '../ui';

const Note = styled(Alert)`
  border-radius: 0;
`;

/** SPEC §2: the disclosure above a conversation with a fictional profile. */
export const FictionalNote = observer(function FictionalNote() {
  const settings = useStore().settings.settings;
  return (
    <Note $tone="info" role="note">
      <FictionalIcon label={settings.fictional_singular} size={16} />
      <span>{settings.fictional_warning}</span>
    </Note>
  );
});
