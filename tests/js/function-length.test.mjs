// Function lengths in web/: no function over 120 lines, and at most 10 over 80 (issue 35: a
// function with one job fits a screen or two). Counted by brace matching on the source text,
// every function: declarations, expressions, arrows with a block body and methods, top-level
// and nested alike (not a classic script's whole-file IIFE, which is its module scope); a function's length runs from the line its header starts on to the line of
// its closing brace. `node --test tests/js/function-length.test.mjs` prints every function over
// 80 lines as a diagnostic.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

const root = new URL('../..', import.meta.url).pathname;
const WEB = join(root, 'web');
const LONGEST = 120;
const LONG = 80;
const MOST_LONG = 10;

const KEYWORDS_BEFORE_PAREN = new Set(['if', 'for', 'while', 'switch', 'catch', 'with', 'return', 'typeof', 'await']);
const MODIFIERS = new Set(['get', 'set', 'async', 'static']);
const BEFORE_REGEX = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
]);

/**
 * The source's tokens that matter here: punctuation ( ) { } => and words, each with its line;
 * comments, strings, regular expressions and template text are skipped (a template's ${ } is
 * code and is scanned).
 */
export function tokens(source) {
  const out = [];
  let line = 1;
  let i = 0;
  const templates = []; // brace depth at which each open template's ${ began
  let depth = 0;
  const last = () => out[out.length - 1];
  const regexAllowed = () => {
    const prev = last();
    if (!prev) return true;
    if (prev.type === 'word') return BEFORE_REGEX.has(prev.value);
    return !(prev.value === ')' || prev.value === ']' || prev.value === '}' || prev.type === 'number');
  };
  const skipString = (quote) => {
    i += 1;
    while (i < source.length && source[i] !== quote) {
      if (source[i] === '\\') i += 1;
      else if (source[i] === '\n') line += 1;
      i += 1;
    }
    i += 1;
  };
  // Template text up to its end (returns true) or to a ${ (returns false).
  const skipTemplateText = () => {
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        i += 1;
        return true;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        return false;
      } else {
        if (c === '\n') line += 1;
        i += 1;
      }
    }
    return true;
  };
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '\n') {
      line += 1;
      i += 1;
    } else if (/\s/.test(c)) i += 1;
    else if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end + 2;
      for (let k = i; k < stop; k += 1) if (source[k] === '\n') line += 1;
      i = stop;
    } else if (c === "'" || c === '"') {
      skipString(c);
      out.push({ type: 'string', value: 'string', line });
    } else if (c === '`') {
      i += 1;
      if (!skipTemplateText()) {
        templates.push(depth);
        depth += 1;
      }
      out.push({ type: 'string', value: 'template', line });
    } else if (c === '/' && regexAllowed()) {
      i += 1;
      let inClass = false;
      while (i < source.length && (source[i] !== '/' || inClass)) {
        if (source[i] === '\\') i += 1;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        i += 1;
      }
      i += 1;
      while (/[a-z]/i.test(source[i] ?? '')) i += 1;
      out.push({ type: 'regex', value: 'regex', line });
    } else if (/[A-Za-z_$]/.test(c)) {
      let j = i;
      while (/[\w$]/.test(source[j] ?? '')) j += 1;
      out.push({ type: 'word', value: source.slice(i, j), line });
      i = j;
    } else if (/[0-9]/.test(c)) {
      let j = i;
      while (/[\w.]/.test(source[j] ?? '')) j += 1;
      out.push({ type: 'number', value: source.slice(i, j), line });
      i = j;
    } else if (c === '=' && next === '>') {
      out.push({ type: 'punct', value: '=>', line });
      i += 2;
    } else if (c === '{') {
      depth += 1;
      out.push({ type: 'punct', value: '{', line });
      i += 1;
    } else if (c === '}') {
      depth -= 1;
      if (templates.length && templates[templates.length - 1] === depth) {
        // The end of a ${ }: the template's text goes on.
        templates.pop();
        i += 1;
        if (!skipTemplateText()) {
          templates.push(depth);
          depth += 1;
        }
      } else {
        out.push({ type: 'punct', value: '}', line });
        i += 1;
      }
    } else {
      out.push({ type: 'punct', value: c, line });
      i += 1;
    }
  }
  return out;
}

/** Every function with a block body: { name, start, end, lines }. */
export function functionsOf(source) {
  const list = tokens(source);
  const result = [];
  const stack = [];
  // The index of the ( matching the ) at `close`.
  const openParen = (close) => {
    let level = 0;
    for (let k = close; k >= 0; k -= 1) {
      if (list[k].value === ')') level += 1;
      else if (list[k].value === '(') {
        level -= 1;
        if (level === 0) return k;
      }
    }
    return -1;
  };
  // The name a function expression or arrow is given: `name = …`, `name: …`.
  const assignedName = (k) => {
    const before = list[k - 1];
    const name = list[k - 2];
    if (before && (before.value === '=' || before.value === ':') && name?.type === 'word') return name.value;
    return null;
  };
  // A function header ending just before the { at index `brace`: its name and first token, or null.
  const header = (brace) => {
    const prev = list[brace - 1];
    if (!prev) return null;
    if (prev.value === '=>') {
      const params = list[brace - 2];
      let start = brace - 2;
      if (params?.value === ')') start = openParen(brace - 2);
      if (list[start - 1]?.value === 'async') start -= 1;
      return { name: assignedName(start) ?? '(arrow)', start };
    }
    if (prev.value !== ')') return null;
    const open = openParen(brace - 1);
    const word = list[open - 1];
    if (!word) return null;
    if (word.value === 'function') {
      let start = open - 1;
      if (list[start - 1]?.value === 'async') start -= 1;
      return { name: assignedName(start) ?? '(function)', start };
    }
    if (word.value === '*' && list[open - 2]?.value === 'function') return { name: '(function*)', start: open - 2 };
    if (word.type !== 'word' || KEYWORDS_BEFORE_PAREN.has(word.value)) return null;
    let start = open - 1;
    const before = list[start - 1];
    if (before?.value === 'function')
      start -= 1; // function name(…) {
    else if (before && !MODIFIERS.has(before.value) && !['{', '}', ',', ';', '*'].includes(before.value)) {
      return null; // a call: name(…) after anything else is not followed by a body
    }
    while (MODIFIERS.has(list[start - 1]?.value) || list[start - 1]?.value === '*') start -= 1;
    return { name: word.value, start };
  };
  list.forEach((token, index) => {
    if (token.value === '{') stack.push({ index, fn: header(index) });
    else if (token.value === '}') {
      const open = stack.pop();
      // A classic script's whole-file (() => { … })() is its module scope, not a function with a job.
      const scriptScope = open?.fn && stack.length === 0 && open.fn.start === 1 && list[0].value === '(';
      if (open?.fn && !scriptScope) {
        const start = list[open.fn.start].line;
        result.push({ name: open.fn.name, start, end: token.line, lines: token.line - start + 1 });
      }
    }
  });
  return result;
}

function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : jsFiles(path);
    return /\.(m?js)$/.test(entry.name) ? [path] : [];
  });
}

const measured = jsFiles(WEB).flatMap((path) => {
  const file = relative(root, path);
  return functionsOf(readFileSync(path, 'utf8')).map((fn) => ({ file, ...fn }));
});
const where = (fn) => `${fn.file}:${fn.start} ${fn.name} ${fn.lines} lines`;

test('the scanner finds declarations, expressions, arrows and methods, nested ones too', () => {
  const source = [
    'function outer(a) {', //  1
    "  const s = '{ not a brace';", //  2
    '  const r = /[}]/g;', //  3
    '  const inner = (x) => {', //  4
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal in the source under test
    '    return `${x}{`;', //  5
    '  };', //  6
    '  if (a) {', //  7
    '    return { method() {', //  8
    '      return 1;', //  9
    '    } };', // 10
    '  }', // 11
    '}', // 12
    'const late = async function () {', // 13
    '  call(() => 0);', // 14
    '};', // 15
  ].join('\n');
  const found = functionsOf(source).map(({ name, start, lines }) => `${name}@${start}:${lines}`);
  assert.deepEqual(found.sort(), ['inner@4:3', 'late@13:3', 'method@8:3', 'outer@1:12'].sort());
});

test(`no function in web/ runs over ${LONGEST} lines`, (t) => {
  for (const fn of measured.filter((f) => f.lines > LONG).sort((a, b) => b.lines - a.lines)) {
    t.diagnostic(where(fn));
  }
  const over = measured.filter((fn) => fn.lines > LONGEST).map(where);
  assert.deepEqual(over, []);
});

test(`at most ${MOST_LONG} functions in web/ run over ${LONG} lines`, () => {
  const long = measured.filter((fn) => fn.lines > LONG).map(where);
  assert.ok(long.length <= MOST_LONG, `${long.length} functions over ${LONG} lines:\n${long.join('\n')}`);
});
