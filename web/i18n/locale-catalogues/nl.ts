/** The nl catalogue files, each a chunk of its own loaded when asked for (areas.ts, decision 0060). */
export default import.meta.glob('../locales/nl/*.json');
