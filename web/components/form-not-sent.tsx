import styled from 'styled-components';
import { FORM_NOT_SENT } from '../../bff/contract/form-problem';
import { useT } from '../i18n/use-t';
import { Notice } from './settings/notice';

const Place = styled.div`
  max-width: 480px;
  margin: ${(p) => p.theme.space(2)} auto 0;
  padding: 0 ${(p) => p.theme.space(2)};
`;

/**
 * Says that a page's form was not sent: it was posted before the page's scripts ran, or without them, and the bff sent
 * it back (bff/forms/form-not-sent-route.ts). Above the page, so the form the member fills in again is right below.
 */
export function FormNotSent({ search }: { search: Readonly<Record<string, string | undefined>> }) {
  const t = useT();
  if (search.problem !== FORM_NOT_SENT) return null;
  return (
    <Place>
      <Notice tone="danger">{t('error.formNotSent')}</Notice>
    </Place>
  );
}
