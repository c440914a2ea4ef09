import { landerRoute } from '../lander-route';

export default landerRoute('alonetonight');
