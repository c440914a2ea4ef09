import { useMemo } from 'react';
import styled from 'styled-components';
import { encode } from 'uqr';

const Frame = styled.svg`
  display: block;
  width: 200px;
  height: 200px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.input};
`;

const Dark = styled.path`
  fill: ${(p) => p.theme.colors.text};
`;

/**
 * The enrolment's otpauth:// URI as a QR code (uqr, only on /admin/login), drawn as one SVG path of dark modules with
 * a four-module quiet zone: no HTML is injected.
 */
export function TotpQr({ uri, label }: { uri: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(uri, { ecc: 'M', border: 4 });
    const parts: string[] = [];
    qr.data.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x} ${y}h1v1h-1z`)));
    return { size: qr.size, path: parts.join('') };
  }, [uri]);
  return (
    <Frame viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <Dark d={path} />
    </Frame>
  );
}
