// Tests of scripts/page-files.mjs, which writes the page's files without their comments: every
// kind of comment goes, and nothing that only looks like one (in a string, a URL) is touched.
// Run: cd tests/e2e && node --test page_files.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stripComments } from '../../scripts/page-files.mjs';

test('comments go; strings, URLs and code stay', () => {
  const page = [
    '<!-- an HTML comment',
    '     over two lines -->',
    '<style>',
    '  /* a CSS comment */',
    '  a { color: red; }  /* after a rule */',
    '</style>',
    '<script>',
    '// a line of comment',
    '  var x = 1;  // why x is 1',
    "  var url = 'https://example.com/a';  // a URL in a string",
    '  var text = "a  // b";',
    "  var re = /\\/$/;",
    '</script>',
  ].join('\n');
  assert.equal(stripComments(page), [
    '<style>',
    '  a { color: red; }',
    '</style>',
    '<script>',
    '  var x = 1;',
    "  var url = 'https://example.com/a';",
    '  var text = "a  // b";',
    "  var re = /\\/$/;",
    '</script>',
  ].join('\n'));
});
