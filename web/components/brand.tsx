import { Heart } from 'lucide-react';
import styled from 'styled-components';

const Logo = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 800;
  font-size: 20px;
  letter-spacing: -0.02em;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  span.mark {
    display: inline-flex;
    width: 32px;
    height: 32px;
    border-radius: 10px;
    align-items: center;
    justify-content: center;
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
`;

export function Brand({ name }: { name: string }) {
  return (
    <Logo href="/">
      <span className="mark" aria-hidden="true">
        <Heart size={18} fill="currentColor" />
      </span>
      {name}
    </Logo>
  );
}
