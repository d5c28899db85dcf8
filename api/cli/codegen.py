"""The generated clients: a Python package and TypeScript types, from ``openapi/openapi.json``.

``belote openapi --clients`` rewrites the spec and both clients through this
module, and ``tests/clients/test_generated_up_to_date.py`` calls the same
functions to generate into a temporary directory and compare with what is
committed, so the command and the check cannot drift apart.

- ``openapi/clients/python``: openapi-python-client (pinned in the ``dev``
  extra), configured by ``openapi/clients/python-client.yaml``, with the
  README and package metadata of ``openapi/clients/python-templates/``,
  formatted with the venv's ruff. Needs only the venv.
- ``openapi/clients/typescript/src/schema.d.ts``: openapi-typescript (pinned in
  that directory's ``package-lock.json``). Needs node and npm; ``npm ci`` is
  run there first when ``node_modules`` is missing. The package's version in
  ``package.json`` is set to the spec's (the API's) version too.

Both clients' versions are the API's (``info.version``, ``api.http.app.API_VERSION``).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REGENERATE_CLIENTS = ".venv/bin/belote openapi --clients"


class CodegenError(RuntimeError):
    """A generator could not run or failed; the message says which and why."""


@dataclass(frozen=True)
class ClientPaths:
    """Where the spec, the generator settings and the generated code live under ``openapi/``."""

    root: Path

    @property
    def spec(self) -> Path:
        return self.root / "openapi.json"

    @property
    def python(self) -> Path:
        return self.root / "clients" / "python"

    @property
    def python_config(self) -> Path:
        return self.root / "clients" / "python-client.yaml"

    @property
    def typescript(self) -> Path:
        return self.root / "clients" / "typescript"

    @property
    def typescript_schema(self) -> Path:
        return self.typescript / "src" / "schema.d.ts"


def python_templates_for(config: Path) -> Path:
    """The custom templates (README, package metadata) beside the generator's settings."""
    return config.parent / "python-templates"


def generate_clients(paths: ClientPaths) -> list[Path]:
    """Regenerate both clients in place from ``paths.spec``; returns what was written."""
    generate_python_client(paths.spec, paths.python_config, paths.python)
    generate_typescript_schema(paths.spec, paths.typescript, paths.typescript_schema)
    package_json = set_typescript_version(paths.spec, paths.typescript)
    return [paths.python, paths.typescript_schema, package_json]


# --- Python -------------------------------------------------------------------


def generate_python_client(spec: Path, config: Path, dest: Path) -> None:
    """Write the ``belote_client`` package (with its pyproject) to ``dest``, replacing it."""
    with tempfile.TemporaryDirectory(prefix="belote-codegen-") as tmp:
        work = Path(tmp)
        generator_input = work / "openapi.json"
        generator_input.write_text(json.dumps(spec_for_python_generator(_load(spec)), indent=2))
        out = work / "python"
        _run(
            [
                sys.executable,
                "-m",
                "openapi_python_client",
                "generate",
                "--path",
                str(generator_input),
                "--config",
                str(config.resolve()),
                "--output-path",
                str(out),
                "--custom-template-path",
                str(python_templates_for(config).resolve()),
                "--meta",
                "uv",
                "--fail-on-warning",
            ],
            cwd=work,
            what="openapi-python-client",
        )
        format_python(out)
        if dest.exists():
            shutil.rmtree(dest)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copytree(out, dest)


def format_python(directory: Path) -> None:
    """Apply the generated project's own ruff settings (what the generator's hooks would do)."""
    ruff = [sys.executable, "-m", "ruff"]
    quiet = ["--quiet", "--no-cache"]
    _run([*ruff, "check", "--fix-only", *quiet, "."], cwd=directory, what="ruff check --fix")
    _run([*ruff, "format", *quiet, "."], cwd=directory, what="ruff format")


def spec_for_python_generator(spec: dict[str, Any]) -> dict[str, Any]:
    """The same API, with nullable enums spelt so openapi-python-client reads them right.

    Marshmallow writes a nullable enum as ``{"type": ["string", "null"], "enum":
    [..., null]}`` (valid OpenAPI 3.1), which openapi-python-client 0.29 turns
    into three identical classes per field (openapi-generators/
    openapi-python-client#1120). The equivalent ``anyOf: [{enum}, {null}]``
    gives one type and ``| None``.
    """
    rewritten: dict[str, Any] = _nullable_enums_as_any_of(spec)
    return _event_streams_as_text(rewritten)


def _event_streams_as_text(spec: dict[str, Any]) -> dict[str, Any]:
    """The same API, with each ``text/event-stream`` body read as text.

    In OpenAPI 3.1 a ``text/event-stream`` schema describes one message (as
    3.2's ``itemSchema`` does, and Schemathesis reads it so), while
    openapi-python-client takes it for the whole body and would decode the
    text with ``from_dict``. The Python client returns the stream's text;
    openapi-typescript keeps the message's type, which an ``EventSource``
    handler receives.
    """
    copy: dict[str, Any] = json.loads(json.dumps(spec))
    for item in copy.get("paths", {}).values():
        for operation in item.values():
            if not isinstance(operation, dict):
                continue
            for response in operation.get("responses", {}).values():
                stream = response.get("content", {}).get("text/event-stream")
                if stream is not None:
                    stream["schema"] = {"type": "string"}
    return copy


def _nullable_enums_as_any_of(node: Any) -> Any:
    if isinstance(node, list):
        return [_nullable_enums_as_any_of(item) for item in node]
    if not isinstance(node, dict):
        return node
    node = {key: _nullable_enums_as_any_of(value) for key, value in node.items()}
    types, values = node.get("type"), node.get("enum")
    if not (isinstance(types, list) and "null" in types and isinstance(values, list)):
        return node
    others = [t for t in types if t != "null"]
    outer = {key: value for key, value in node.items() if key not in ("type", "enum")}
    inner = {
        "type": others[0] if len(others) == 1 else others,
        "enum": [v for v in values if v is not None],
    }
    return {**outer, "anyOf": [inner, {"type": "null"}]}


# --- TypeScript -----------------------------------------------------------------


def generate_typescript_schema(spec: Path, package: Path, dest: Path) -> None:
    """Write openapi-typescript's ``paths``/``components`` types for ``spec`` to ``dest``."""
    ensure_node_modules(package)
    cli = package.resolve() / "node_modules" / "openapi-typescript" / "bin" / "cli.js"
    dest.parent.mkdir(parents=True, exist_ok=True)
    _run(
        [_tool("node"), str(cli), str(spec.resolve()), "--output", str(dest.resolve())],
        cwd=package,
        what="openapi-typescript",
    )


def set_typescript_version(spec: Path, package: Path) -> Path:
    """Give ``package.json`` (and its lock) the spec's version, the API's; returns its path."""
    version = api_version(spec)
    path, lock = package / "package.json", package / "package-lock.json"
    manifest = json.loads(path.read_text(encoding="utf-8"))
    manifest["version"] = version
    _write_json(path, manifest)
    if lock.exists():
        locked = json.loads(lock.read_text(encoding="utf-8"))
        locked["version"] = version
        locked.get("packages", {}).get("", {})["version"] = version
        _write_json(lock, locked)
    return path


def _write_json(path: Path, value: Any) -> None:
    path.write_text(json.dumps(value, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def api_version(spec: Path) -> str:
    """``info.version`` of the spec: the API's version, and both clients'."""
    return str(_load(spec)["info"]["version"])


def ensure_node_modules(package: Path) -> None:
    """``npm ci`` in ``package`` unless its locked dev tools are already installed."""
    if (package / "node_modules" / "openapi-typescript" / "bin" / "cli.js").exists() and (
        package / "node_modules" / "typescript" / "bin" / "tsc"
    ).exists():
        return
    _run([_tool("npm"), "ci", "--no-audit", "--no-fund"], cwd=package, what="npm ci")


def node_available() -> bool:
    """Whether node and npm are on PATH (the TypeScript client needs both)."""
    return shutil.which("node") is not None and shutil.which("npm") is not None


# --- helpers ---------------------------------------------------------------------


def _load(spec: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(spec.read_text(encoding="utf-8"))
    return loaded


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise CodegenError(f"{name} is not on PATH; the TypeScript client needs node 20+ and npm")
    return found


def _run(command: list[str], cwd: Path, what: str) -> None:
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        output = (result.stdout + result.stderr).strip()
        raise CodegenError(f"{what} failed (exit {result.returncode}):\n{output}")
