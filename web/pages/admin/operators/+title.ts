import { pageTitle } from '../../../i18n/page-title';

export default pageTitle('admin.operators.title');
