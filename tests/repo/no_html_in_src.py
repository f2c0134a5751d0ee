#!/usr/bin/env python3
"""No C++ file under src/ writes an HTML element: the pages are the page server's alone
(docs/first-paint.md). Reads every string literal of src/**/*.{cpp,hpp} (comments and
character literals skipped, raw strings included) and fails on an HTML-only element's tag
in one. The XML the sitemap and the feeds write (<url>, <loc>, <title>, <link>, <item>,
<description>...) is not HTML and stays allowed.

  no_html_in_src.py DIR...     check the C++ files under each DIR
  no_html_in_src.py --self-test  the detector finds what it must, and only that
"""
import pathlib
import re
import sys

HTML_ONLY = (
    "html head body meta script style noscript template base div span p a img picture br hr "
    "h1 h2 h3 h4 h5 h6 section main nav header footer article aside figure figcaption "
    "ul ol li dl dt dd table thead tbody tfoot tr td th caption form input button select option "
    "textarea label fieldset legend iframe svg video audio canvas strong em b i small pre code blockquote"
).split()
# "<div", "</div", "<br/>": a tag name right after the "<" (as HTML reads one; "a < b" is
# text), then the end of the name.
TAG = re.compile(r"</?(" + "|".join(HTML_ONLY) + r")(?=[\s>/])", re.IGNORECASE)
RAW_START = re.compile(r'(?:u8|u|U|L)?R"([^(\s\\]*)\(')
DOCTYPE = re.compile(r"<!doctype\s+html", re.IGNORECASE)


def string_literals(source):
    """(line, text) of each string literal of C++ `source`."""
    out = []
    i, n, line = 0, len(source), 1
    while i < n:
        c = source[i]
        if c == "\n":
            line += 1
            i += 1
        elif source.startswith("//", i):
            i = source.find("\n", i)
            i = n if i < 0 else i
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            end = n if end < 0 else end + 2
            line += source.count("\n", i, end)
            i = end
        elif (raw := RAW_START.match(source, i)) and not (i > 0 and (source[i - 1].isalnum() or source[i - 1] == "_")):
            closing = ")" + raw.group(1) + '"'
            end = source.find(closing, raw.end())
            end = n if end < 0 else end
            out.append((line, source[raw.end():end]))
            line += source.count("\n", i, end)
            i = end + len(closing)
        elif c == '"':
            j = i + 1
            while j < n and source[j] != '"':
                j += 2 if source[j] == "\\" else 1
            out.append((line, source[i + 1:j]))
            i = j + 1
        elif c == "'" and not (i > 0 and source[i - 1].isalnum()):  # a digit separator (1'000) is not a literal
            j = i + 1
            while j < n and source[j] != "'":
                j += 2 if source[j] == "\\" else 1
            i = j + 1
        else:
            i += 1
    return out


def offences(source):
    found = []
    for line, text in string_literals(source):
        for m in list(TAG.finditer(text)) + list(DOCTYPE.finditer(text)):
            found.append((line, m.group(0)))
    return found


def self_test():
    must_fail = [
        'auto s = "<div class=\\"x\\">";',
        'return R"(<meta name="description" content="x">)";',
        'out += "</p>";',
        'std::string b = "<BR/>";',
        'x = "<!DOCTYPE html>";',
        'y = R"html(<script type="application/json">)html";',
        'int n = 1\'000; auto s = "<a href=\\"/\\">";',
    ]
    must_pass = [
        'auto x = "<url><loc>" + loc + "</loc><lastmod>";',
        'auto y = "<rss version=\\"2.0\\"><channel><title>T</title><link>L</link><item><description>";',
        'auto z = "<xhtml:link rel=\\"alternate\\"/>";',
        '// "<div>" in a comment',
        '/* <script> */ auto w = "a < b && c > d";',
        "char c = '<'; auto v = \"<g:price>\";",
    ]
    bad = [s for s in must_fail if not offences(s)] + [s for s in must_pass if offences(s)]
    for s in bad:
        print("self-test: wrong verdict on", s)
    return 1 if bad else 0


def main(argv):
    if argv == ["--self-test"]:
        return self_test()
    failed = 0
    for root in argv:
        for path in sorted(pathlib.Path(root).rglob("*")):
            if path.suffix not in (".cpp", ".hpp"):
                continue
            for line, tag in offences(path.read_text(encoding="utf-8")):
                print(f"{path}:{line}: an HTML element in C++: {tag}")
                failed += 1
    if failed:
        print(f"{failed} HTML element(s) written by C++ under {' '.join(argv)}: pages are the page server's (docs/first-paint.md)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
