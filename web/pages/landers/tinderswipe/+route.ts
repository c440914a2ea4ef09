// No slug (SPEC §2): the deck is the same for every visitor.
export default '/landers/tinderswipe';
