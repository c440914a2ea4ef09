// Every path under /admin is this page (decision 0080): a route string, so Vike's route table that every member page
// loads carries no code for it. Its guard answers 404 for a path that is no screen of the back office (/adminx too).
export default '/admin*';
