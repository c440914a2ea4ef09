import { hydrateRoot } from 'react-dom/client';
import { StackPage } from './stack-page';

hydrateRoot(document.getElementById('root')!, <StackPage />);
