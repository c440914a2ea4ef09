// Its own route: the likes page's route function (../../+route.ts) would otherwise be inherited.
export default '/likes/m/@id';
