import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStore } from '../../stores/store-context';

const Box = styled.section`
  margin-top: ${(p) => p.theme.space(2)};
  padding-top: ${(p) => p.theme.space(2)};
  border-top: 1px solid ${(p) => p.theme.colors.inverseBorder};
  font-size: ${(p) => p.theme.font.size.caption};
  line-height: 1.5;
  h2 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.font.size.caption};
    font-weight: 700;
    color: ${(p) => p.theme.colors.onInverse};
  }
`;

/**
 * SPEC §2 "a US footer is shown only for English" (decision 0064): the 18 U.S.C. § 2257 statement US-facing adult
 * sites carry, and where to reach the company from the US. The site makes no photos itself: members upload their
 * own, so the statement says so rather than name a custodian of records. A US legal text, written in English only,
 * so it is not in the catalogues: it shows only when the page is in English.
 */
export const UsFooter = observer(function UsFooter() {
  const store = useStore();
  if (store.locale !== 'en') return null;
  const s = store.settings.settings;
  return (
    <Box aria-labelledby="us-footer-title">
      <h2 id="us-footer-title">18 U.S.C. § 2257 statement</h2>
      <p>
        {s.company_name} is not a primary or secondary producer, as defined in 18 U.S.C. § 2257, of any visual content on
        this website: members upload their own photos and confirm at signup that they are at least {s.min_age} years old.
        Content is reviewed after reports. To report content that shows a minor, or for any question from the United
        States, write to <a href={`mailto:${s.support_email}`}>{s.support_email}</a>
        {s.support_phone ? ` or call ${s.support_phone}` : ''}.
      </p>
    </Box>
  );
});
