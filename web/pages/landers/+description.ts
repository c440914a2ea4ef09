import type { PageContext } from 'vike/types';
import { landerText } from './lander-meta';

export default (pageContext: PageContext) => landerText(pageContext, 'text') ?? null;
