// Placeholder until the search endpoints exist (filled by the search work).
export const consultas = [];
