type Frame = { keys: Set<string>; expectsKey: boolean } | null;

/**
 * The first key that appears twice in one object of `json`, at any depth, compared as
 * decoded (`"a"` and `"\u0061"` are the same key); undefined when there is none. `json`
 * must already have parsed as JSON: this only walks its structure, it does not validate.
 */
export function findDuplicateJsonKey(json: string): string | undefined {
  // One entry per open container: a set of keys for an object, null for an array.
  const stack: Frame[] = [];
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (char === '"') {
      let end = i + 1;
      while (end < json.length && json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
      const top = stack.at(-1);
      if (top?.expectsKey) {
        const key = JSON.parse(json.slice(i, end + 1)) as string;
        if (top.keys.has(key)) return key;
        top.keys.add(key);
        top.expectsKey = false;
      }
      i = end;
    } else if (char === '{') {
      stack.push({ keys: new Set(), expectsKey: true });
    } else if (char === '[') {
      stack.push(null);
    } else if (char === '}' || char === ']') {
      stack.pop();
    } else if (char === ',') {
      const top = stack.at(-1);
      if (top) top.expectsKey = true;
    }
  }
  return undefined;
}
