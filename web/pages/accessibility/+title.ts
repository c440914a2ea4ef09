import { pageTitle } from '../../i18n/page-title';

export default pageTitle('a11y.title');
