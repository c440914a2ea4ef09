// Vike drops directories named `pages` from filesystem routes (this would be `/@name`): the route says it.
export default '/pages/@name';
