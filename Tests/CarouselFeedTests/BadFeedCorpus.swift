/// The corpus of bad feeds: each file under Fixtures/bad has exactly the problems listed here,
/// word for word with file, line, column and path, whether loaded through the library or checked
/// by `carousel check`.
enum BadFeedCorpus {
    /// Every diagnostic each bad fixture must produce, in order (the summary line of `check` aside).
    static let expectations: [String: [String]] = linkExpectations
        .merging(statusExpectations) { first, _ in first }
        .merging([
        "accent-unknown.yaml": [
            "accent-unknown.yaml:6:17: sections[0].pages[0].accent: unknown accent colour \"purple\"; expected red, green, yellow, blue, magenta, cyan or white",
        ],
        "alias-bomb-key.yaml": [
            "alias-bomb-key.yaml:8:39: aliases add more than 10000000 values to the feed (a \"billion laughs\" file?); the feed is refused",
        ],
        "alias-bomb.yaml": [
            "alias-bomb.yaml:8:39: aliases add more than 10000000 values to the feed (a \"billion laughs\" file?); the feed is refused",
        ],
        "binary.yaml": [
            "binary.yaml:3:1: the file is binary (it contains a zero byte), not a YAML or JSON feed",
        ],
        "blank.yaml": [
            "blank.yaml: the file is empty; a feed needs at least `sections`",
        ],
        "body-list.yaml": [
            "body-list.yaml:7:11: sections[0].pages[0].body: expected a string, found a list",
        ],
        "comments-only.yaml": [
            "comments-only.yaml: the file holds only comments or blank lines; a feed needs at least `sections`",
        ],
        "control-character.yaml": [
            "control-character.yaml:2:13: the control character U+001B is not allowed in a feed file (inside a double-quoted string, write it as an escape such as \\x1B)",
        ],
        "deep-nesting-5000.json": [
            "deep-nesting-5000.json:1:77: lists and tables nest more than 64 levels deep here; a feed needs 5",
        ],
        "deep-nesting.json": [
            "deep-nesting.json:1:77: lists and tables nest more than 64 levels deep here; a feed needs 5",
        ],
        "duplicate-key.yaml": [
            "duplicate-key.yaml:7:1: title: duplicate key; it is already set at 2:1",
        ],
        "image-rows-out-of-range.yaml": [
            "image-rows-out-of-range.yaml:4:17: sections[0].image_rows: must be a whole number of rows from 2 to 40, found 1",
        ],
        "duplicate-page-id.yaml": [
            "duplicate-page-id.yaml:7:13: sections[0].pages[1].id: duplicate page id \"coat\" in this section; pages[0] has it too",
        ],
        "duplicate-position-id.yaml": [
            "duplicate-position-id.yaml:7:5: sections[1].id: duplicate section id \"1\"; sections[0] has it too (without `id`, an id is the position)",
        ],
        "duplicate-section-id.yaml": [
            "duplicate-section-id.yaml:7:9: sections[1].id: duplicate section id \"winter\"; sections[0] has it too",
        ],
        "duration-negative.yaml": [
            "duration-negative.yaml:6:19: sections[0].pages[0].duration: must be more than 0 and at most 86400 seconds (a day), found -2",
        ],
        "duration-string.yaml": [
            "duration-string.yaml:6:19: sections[0].pages[0].duration: expected a number of seconds, found the string \"5s\"",
        ],
        "duration-too-long.yaml": [
            "duration-too-long.yaml:6:19: sections[0].pages[0].duration: must be more than 0 and at most 86400 seconds (a day), found 100000",
        ],
        "duration-zero.yaml": [
            "duration-zero.yaml:6:19: sections[0].pages[0].duration: must be more than 0 and at most 86400 seconds (a day), found 0",
        ],
        "empty.yaml": [
            "empty.yaml: the file is empty; a feed needs at least `sections`",
        ],
        "feed-autoplay-false.yaml": [
            "feed-autoplay-false.yaml:2:11: autoplay: expected a table of `interval`, `resume_after` and `wrap` (to stop every section, use --no-autoplay), found the boolean false",
        ],
        "image-blank.yaml": [
            "image-blank.yaml:6:16: sections[0].pages[0].image: is blank; name a PNG or JPEG file, or leave `image` out",
        ],
        "image-list.yaml": [
            "image-list.yaml:6:16: sections[0].pages[0].image: expected a string, found a list",
        ],
        "id-blank.yaml": [
            "id-blank.yaml:3:9: sections[0].id: is blank; leave `id` out to use the position",
        ],
        "interval-infinite.yaml": [
            "interval-infinite.yaml:3:13: autoplay.interval: must be more than 0 and at most 86400 seconds (a day), found .inf",
        ],
        "interval-negative.yaml": [
            "interval-negative.yaml:3:13: autoplay.interval: must be more than 0 and at most 86400 seconds (a day), found -1",
        ],
        "invalid-utf8-truncated.yaml": [
            "invalid-utf8-truncated.yaml:5:19: the text is not valid UTF-8 (byte 0xC3); save the file as UTF-8",
        ],
        "invalid-utf8.yaml": [
            "invalid-utf8.yaml:2:11: the text is not valid UTF-8 (byte 0xE9); save the file as UTF-8",
        ],
        "json-bad-escape.json": [
            "json-bad-escape.json:1:28: syntax error: unknown escape \\U (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX; a backslash itself is \\\\)",
        ],
        // A backslash before a line break: the message spells it out and stays one line (found by
        // FuzzJSONFeed); a character of several bytes is shown whole.
        "json-bad-escape-line-break.json": [
            "json-bad-escape-line-break.json:1:28: syntax error: a backslash before \\u{A} is no escape (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX; a backslash itself is \\\\)",
        ],
        "json-bad-escape-non-ascii.json": [
            "json-bad-escape-non-ascii.json:1:28: syntax error: unknown escape \\é (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX; a backslash itself is \\\\)",
        ],
        "json-bad-number.json": [
            "json-bad-number.json:1:75: syntax error: not a JSON number (write e.g. 3, 2.5 or 1e3; no leading zeros)",
        ],
        "json-bad-word.json": [
            "json-bad-word.json:1:47: syntax error: expected a value, found True (JSON's words are true, false and null, in lower case)",
        ],
        "json-comment.json": [
            "json-comment.json:2:3: syntax error: expected a key in double quotes, found '/' (JSON has no comments)",
        ],
        "json-control-in-string.json": [
            "json-control-in-string.json:1:32: syntax error: a control character (U+0009) must be written as an escape in a JSON string, e.g. \\n",
        ],
        "json-duration-negative.json": [
            "json-duration-negative.json:2:33: sections[0].pages[0].duration: must be more than 0 and at most 86400 seconds (a day), found -1",
        ],
        "json-invalid-utf8.json": [
            "json-invalid-utf8.json:1:25: the text of the string that starts here is not valid UTF-8; save the file as UTF-8",
        ],
        "json-key-not-string.json": [
            "json-key-not-string.json:1:2: syntax error: expected a key in double quotes, found sections",
        ],
        "json-lone-surrogate.json": [
            "json-lone-surrogate.json:1:29: syntax error: \\u escape of a lone surrogate (a high surrogate with no low one after it)",
        ],
        "json-source-zero-byte.json": [
            "json-source-zero-byte.json:1:62: sections[0].source.command[1]: holds a zero byte (\\u{0}), which no command or path can hold",
        ],
        "json-single-quotes.json": [
            "json-single-quotes.json:2:3: syntax error: expected a key in double quotes, found \"'\" (JSON strings take double quotes)",
        ],
        "json-title-list.json": [
            "json-title-list.json:4:16: sections[0].title: expected a string, found a list",
        ],
        "json-trailing-comma.json": [
            "json-trailing-comma.json:4:3: syntax error: JSON allows no comma before ']'",
        ],
        "json-two-values.json": [
            "json-two-values.json:2:1: syntax error: found '{' after the end of the JSON value",
        ],
        "json-unclosed-string.json": [
            "json-unclosed-string.json:1:35: syntax error: expected ',' or '}' in an object that starts at 1:15, found pages",
        ],
        "key-not-text.yaml": [
            "key-not-text.yaml:4:5: sections[0]: a key must be text, found a list",
        ],
        "many-problems.yaml": [
            "many-problems.yaml:2:1: warning: titel: unknown key \"titel\" is ignored; did you mean `title`?",
            "many-problems.yaml:4:3: warning: autoplay.intervall: unknown key \"intervall\" is ignored; did you mean `interval`?",
            "many-problems.yaml:5:9: autoplay.wrap: unknown wrap mode \"bounce\"; expected rewind, jump or loop",
            "many-problems.yaml:10:19: sections[0].pages[0].duration: must be more than 0 and at most 86400 seconds (a day), found -5",
            "many-problems.yaml:11:17: sections[0].pages[0].accent: unknown accent colour \"beige\"; expected red, green, yellow, blue, magenta, cyan or white",
            "many-problems.yaml:12:9: sections[0].pages[1].title: missing; every page needs a title",
            "many-problems.yaml:14:12: sections[1].pages: is empty; it needs at least one page",
        ],
        "missing-sections.yaml": [
            "missing-sections.yaml:2:1: sections: missing; a feed needs a list of sections",
        ],
        "multiple-documents.yaml": [
            "multiple-documents.yaml:6:1: a second YAML document starts here (after ---); a feed file holds one document",
        ],
        "not-a-feed.txt": [
            "not-a-feed.txt:1:1: warning: Shopping list: unknown key \"Shopping list\" is ignored (known keys here: title, autoplay, sources, layout, sections)",
            "not-a-feed.txt:1:1: sections: missing; a feed needs a list of sections",
            "not-a-feed.txt: note: the name does not end in .yaml, .yml or .json, so the file was read as YAML",
        ],
        "page-missing-title.yaml": [
            "page-missing-title.yaml:5:9: sections[0].pages[0].title: missing; every page needs a title",
        ],
        "page-not-table.yaml": [
            "page-not-table.yaml:5:9: sections[0].pages[0]: expected a table (a page), found the string \"Coat\"",
        ],
        "page-title-blank.yaml": [
            "page-title-blank.yaml:5:16: sections[0].pages[0].title: is blank; every page needs a title",
        ],
        "page-title-table.yaml": [
            "page-title-table.yaml:5:16: sections[0].pages[0].title: expected a string, found a table",
        ],
        "resume-after-zero.yaml": [
            "resume-after-zero.yaml:3:17: autoplay.resume_after: must be more than 0 and at most 86400 seconds (a day), found 0",
        ],
        "root-is-list.yaml": [
            "root-is-list.yaml:2:1: expected a table with `sections` (a feed), found a list",
        ],
        "root-is-string.yaml": [
            "root-is-string.yaml:2:1: expected a table with `sections` (a feed), found the string \"Just some words\"",
        ],
        "section-autoplay-string.yaml": [
            "section-autoplay-string.yaml:4:15: sections[0].autoplay: expected true, false or a table of settings, found the string \"sometimes\"",
        ],
        "section-missing-pages.yaml": [
            "section-missing-pages.yaml:3:5: sections[0].pages: missing; every section needs a list of pages or a `source`",
        ],
        "section-missing-title.yaml": [
            "section-missing-title.yaml:3:5: sections[0].title: missing; every section needs a title",
        ],
        "section-not-table.yaml": [
            "section-not-table.yaml:6:5: sections[1]: expected a table (a section), found the string \"Winter\"",
        ],
        "section-pages-empty.yaml": [
            "section-pages-empty.yaml:4:12: sections[0].pages: is empty; it needs at least one page",
        ],
        "section-title-list.yaml": [
            "section-title-list.yaml:10:7: sections[2].title: expected a string, found a list",
        ],
        "sections-empty.yaml": [
            "sections-empty.yaml:2:11: sections: is empty; it needs at least one section",
        ],
        "sections-not-list.yaml": [
            "sections-not-list.yaml:3:3: sections: expected a list of sections, found a table",
        ],
        "source-argument-null.yaml": [
            "source-argument-null.yaml:7:10: sections[0].source.command[2]: expected a string, found nothing (null); write '' for an empty argument",
            "source-argument-null.yaml:8:11: sections[0].source.command[3]: expected a string, found a list",
        ],
        "source-both.yaml": [
            "source-both.yaml:5:7: sections[0].source.file: a source takes `command` or `file`, not both",
        ],
        "source-colors-string.yaml": [
            "source-colors-string.yaml:3:63: sections[0].source.colors: expected true or false, found the string \"always\"",
        ],
        "source-command-empty.yaml": [
            "source-command-empty.yaml:3:23: sections[0].source.command: is empty; give the program and its arguments, e.g. [git, log, --oneline]",
        ],
        "source-command-table.yaml": [
            "source-command-table.yaml:4:16: sections[0].source.command: expected a list (a program and its arguments) or a string (a shell command), found a table",
        ],
        "source-every-too-small.yaml": [
            "source-every-too-small.yaml:6:14: sections[0].source.every: must be at least 1 and at most 86400 seconds (a day), found 0.5",
        ],
        "source-file-blank.yaml": [
            "source-file-blank.yaml:3:20: sections[0].source.file: is blank; give a path to read, e.g. notes.md",
        ],
        "source-format-misspelt.yaml": [
            "source-format-misspelt.yaml:3:50: sections[0].source.format: unknown output format \"line\"; expected json, lines, text or image (did you mean `lines`?)",
        ],
        "source-many-problems.yaml": [
            "source-many-problems.yaml:1:19: warning: sources.timout: unknown key \"timout\" is ignored; did you mean `timeout`?",
            "source-many-problems.yaml:7:15: sections[0].source.format: unknown output format \"jsn\"; expected json, lines, text or image (did you mean `json`?)",
            "source-many-problems.yaml:8:14: sections[0].source.every: must be at least 1 and at most 86400 seconds (a day), found 0",
            "source-many-problems.yaml:10:7: warning: sections[0].source.colours: unknown key \"colours\" is ignored; did you mean `colors`?",
            "source-many-problems.yaml:15:12: sections[2].pages: is empty; it needs at least one page",
        ],
        "source-neither.yaml": [
            "source-neither.yaml:4:7: sections[0].source: needs `command` (a program and its arguments, or a shell command) or `file`",
        ],
        "source-not-table.yaml": [
            "source-not-table.yaml:3:13: sections[0].source: expected a table with `command` or `file` (a source), found the string \"df -h\"",
        ],
        "source-program-blank.yaml": [
            "source-program-blank.yaml:4:17: sections[0].source.command[0]: is blank; give the program to run",
        ],
        "source-shell-blank.yaml": [
            "source-shell-blank.yaml:4:16: sections[0].source.command: is blank; give a shell command, e.g. \"df -h\"",
        ],
        "source-timeout-too-long.yaml": [
            "source-timeout-too-long.yaml:5:16: sections[0].source.timeout: must be at least 1 and at most 300 seconds, found 600",
        ],
        "sources-gap-negative.yaml": [
            "sources-gap-negative.yaml:2:8: sources.gap: must be at least 0 and at most 3600 seconds (an hour), found -1",
            "sources-gap-negative.yaml:3:12: sources.timeout: must be at least 1 and at most 300 seconds, found 0",
        ],
        "sources-not-table.yaml": [
            "sources-not-table.yaml:1:10: sources: expected a table of `gap`, `timeout` and `parallel`, found the number 2",
        ],
        "syntax-bad-indent.yaml": [
            "syntax-bad-indent.yaml:4:4: syntax error: did not find expected '-' indicator (while parsing a block collection that starts at 3:3)",
        ],
        "syntax-missing-comma.json": [
            "syntax-missing-comma.json:3:3: syntax error: expected ',' or '}' in an object that starts at 1:1, found '\"'",
        ],
        "syntax-tab-indent.yaml": [
            "syntax-tab-indent.yaml:3:1: syntax error: found character that cannot start any token (while scanning for the next token that starts at 3:1); YAML cannot indent with tabs, use spaces",
        ],
        "syntax-unclosed-brace.json": [
            "syntax-unclosed-brace.json:5:1: syntax error: the file ends inside an object that starts at 1:1",
        ],
        "syntax-unclosed-quote.yaml": [
            "syntax-unclosed-quote.yaml:6:1: syntax error: found unexpected end of stream (while scanning a quoted scalar that starts at 3:12)",
        ],
        "undefined-alias.yaml": [
            "undefined-alias.yaml:2:11: alias *fast refers to no anchor &fast above it",
        ],
        "utf32.yaml": [
            "utf32.yaml: the file is UTF-32 text; save it as UTF-8",
        ],
        "utf16.yaml": [
            "utf16.yaml: the file is UTF-16 text; save it as UTF-8",
        ],
        "wrap-misspelt.yaml": [
            "wrap-misspelt.yaml:5:13: sections[0].autoplay.wrap: unknown wrap mode \"rewnd\"; expected rewind, jump or loop (did you mean `rewind`?)",
        ],
        "wrap-unknown.yaml": [
            "wrap-unknown.yaml:3:9: autoplay.wrap: unknown wrap mode \"sideways\"; expected rewind, jump or loop",
        ],
    ]) { first, _ in first }

    static var fileNames: [String] { expectations.keys.sorted() }
}
