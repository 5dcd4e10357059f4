import { describe, expect, it } from 'vitest';
import { preparedByShape } from './prepared';

describe('preparedByShape', () => {
  it('builds each shape once per handle and forgets the oldest past 500 shapes', async () => {
    const built: string[] = [];
    const query = preparedByShape((_db: object, shape: { key: string }) => {
      built.push(shape.key);
      return { execute: async () => shape.key };
    });
    const db = {};
    for (let i = 0; i < 3; i++) expect(await query(db, { key: 'a' }).execute()).toBe('a');
    expect(built).toEqual(['a']);
    await query({}, { key: 'a' }).execute();
    expect(built).toEqual(['a', 'a']);

    for (let i = 0; i < 500; i++) query(db, { key: `forma ${i}` });
    query(db, { key: 'forma 499' });
    expect(built).toHaveLength(502);
    query(db, { key: 'a' });
    expect(built.at(-1)).toBe('a');
  });
});
