import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { IntlProvider, FormattedMessage } from 'react-intl';
import styled, { createGlobalStyle, ThemeProvider } from 'styled-components';
import { FloorText } from './floor-text';
import { theme } from '../../../web/theme/theme';

/**
 * The smallest page that uses each library of the design card once: a MobX store read by an observer, styled
 * components with a theme and a global style, a react-intl message. No router, no data, no code of the product.
 */
const store = makeAutoObservable({ members: 20 });
const Main = styled.main`
  margin: 0 16px;
  color: ${(p) => p.theme.colors.text};
`;
const Item = styled.li`
  padding: 4px 0;
`;
const GlobalStyle = createGlobalStyle`body { font-family: sans-serif; margin: 0; }`;

export const StackPage = observer(function StackPage() {
  return (
    <IntlProvider locale="nl" messages={{ title: 'Hartslag' }}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Main>
          <h1>
            <FormattedMessage id="title" />
          </h1>
          <FloorText />
          <ul>
            {Array.from({ length: store.members }, (_, i) => (
              <Item key={i}>Lid {i}: een korte beschrijving van een profiel met wat tekst erbij.</Item>
            ))}
          </ul>
        </Main>
      </ThemeProvider>
    </IntlProvider>
  );
});
