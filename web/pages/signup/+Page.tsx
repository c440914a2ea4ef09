import { useData } from 'vike-react/useData';
import { WideAuthCard as Wide } from '../../components/auth-card';
import { SignupFlow } from '../../components/signup/signup-flow';
import { Container } from '../../components/ui';
import type { SignupData } from './+data';

/** /signup: the signup steps on their own page (phones, direct links, reloads). */
export default function SignupPage() {
  const { regions } = useData<SignupData>();
  return (
    <Container>
      <Wide aria-labelledby="signup-title">
        <SignupFlow mode="page" regions={regions} titleId="signup-title" />
      </Wide>
    </Container>
  );
}
