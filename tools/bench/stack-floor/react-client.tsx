import { hydrateRoot } from 'react-dom/client';
import { ReactPage } from './react-page';

hydrateRoot(document.getElementById('root')!, <ReactPage />);
