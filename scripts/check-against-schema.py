#!/usr/bin/env python3
"""Checks feed files against carousel's JSON Schema, as an editor's language server would.

Usage: scripts/check-against-schema.py SCHEMA FILE...

First checks that SCHEMA is itself a valid draft 2020-12 schema (exit 2 if not). Then prints one
line per FILE: "FILE: valid", or "FILE: invalid: PATH: MESSAGE" for its first fault, or
"FILE: unreadable: WHY" when it is not YAML/JSON at all. YAML is read with PyYAML (YAML 1.1, as
libyaml reads it); .json files with Python's json module.
"""
import json
import sys

import jsonschema
import yaml


def load(path):
    with open(path, "rb") as file:
        data = file.read()
    if path.endswith(".json"):
        return json.loads(data)
    return yaml.safe_load(data)


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    with open(sys.argv[1]) as file:
        schema = json.load(file)
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.SchemaError as error:
        print(f"{sys.argv[1]}: not a valid draft 2020-12 schema: {error.message}")
        sys.exit(2)
    validator = jsonschema.Draft202012Validator(schema)
    for path in sys.argv[2:]:
        try:
            document = load(path)
        except Exception as error:  # any parse failure: the file is not data a schema can judge
            print(f"{path}: unreadable: {type(error).__name__}")
            continue
        error = jsonschema.exceptions.best_match(validator.iter_errors(document))
        if error is None:
            print(f"{path}: valid")
        else:
            where = "/".join(str(part) for part in error.absolute_path)
            print(f"{path}: invalid: {where}: {error.message}")


if __name__ == "__main__":
    main()
