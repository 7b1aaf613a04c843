// Tests of scripts/page-files.mjs, which writes the page's files without their comments: every
// kind of comment goes, and nothing that only looks like one (in a string, a URL) is touched.
// Run: cd tests/e2e && node --test page_files.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { squeezeScript, stripComments, tightenCss } from '../../scripts/page-files.mjs';

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

test('scripts lose the spaces around their punctuation, outside quotes; CSS too', () => {
  assert.equal(squeezeScript("if (a === 'x = y') { return b, c; }", false),
    "if(a==='x = y'){return b,c;}");
  // A line with a slash (a regular expression, a division) or a template literal stays.
  assert.equal(squeezeScript('var r = /a b/; var t = `x ${y}`;\nvar z = 1;', false),
    'var r = /a b/; var t = `x ${y}`;\nvar z=1;');
  // In an HTML file only the scripts: the page's words keep their spaces.
  assert.equal(squeezeScript('<p>One, two = three</p><script>\nvar a = 1;\n</script>', true),
    '<p>One, two = three</p><script>\nvar a=1;\n</script>');
  assert.equal(tightenCss('<style>\na { b: c; }\n</style>'), '<style>a{b:c;}</style>');
});
