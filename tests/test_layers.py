"""Dependencies point one way, with no import cycle, checked on the source.

The import graph of the project's packages is read from the AST, imports
inside functions included: an import that runs late still ties two modules
together, and hiding one in a function is how a cycle goes unnoticed.
"""

from __future__ import annotations

import ast
import graphlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("api", "persistence", "domain", "botclient")


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for pkg in PACKAGES for p in sorted((ROOT / pkg).rglob("*.py"))}


def _imports(module: str) -> Iterator[str]:
    """Every name ``module`` imports (``a.b`` for ``import a.b``, ``a.b.c`` for
    ``from a.b import c``), relative imports resolved, wherever the import stands."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)


def _own(name: str) -> str | None:
    """The project module ``name`` is or lies in (``a.b.func`` -> ``a.b``), if any."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _graph() -> dict[str, set[str]]:
    graph = {}
    for module in MODULES:
        targets = {_own(name) for name in _imports(module)}
        graph[module] = {t for t in targets if t is not None and t != module}
    return graph


GRAPH = _graph()


def _external(module: str) -> set[str]:
    """The top-level names of what ``module`` imports from outside the project."""
    return {name.split(".")[0] for name in _imports(module) if name and _own(name) is None}


def _in(module: str, *packages: str) -> bool:
    return any(module == p or module.startswith(p + ".") for p in packages)


def test_the_graph_sees_imports_inside_functions() -> None:
    # create_app imports the route modules inside its body
    assert "api.http.routes.games" in GRAPH["api.http.app"]
    assert "api.http.app" in GRAPH["api.cli.main"]  # `belote serve` imports the app lazily


def test_no_import_cycle() -> None:
    try:
        graphlib.TopologicalSorter(GRAPH).prepare()
    except graphlib.CycleError as cycle:
        pytest.fail(f"import cycle: {' -> '.join(cycle.args[1])}")


def test_a_cycle_is_found() -> None:
    with pytest.raises(graphlib.CycleError):
        graphlib.TopologicalSorter({**GRAPH, "domain.cards": {"api.http.app"}}).prepare()


def _offending(source: str, *forbidden: str) -> dict[str, set[str]]:
    found = {
        module: {t for t in targets if _in(t, *forbidden)}
        for module, targets in GRAPH.items()
        if _in(module, source)
    }
    return {module: targets for module, targets in found.items() if targets}


def test_domain_imports_the_standard_library_only() -> None:
    outside = {
        module: _external(module) - set(sys.stdlib_module_names)
        for module in MODULES
        if _in(module, "domain")
    }
    assert {m: names for m, names in outside.items() if names} == {}
    assert _offending("domain", "api", "persistence", "botclient") == {}


def test_persistence_never_imports_api() -> None:
    assert _offending("persistence", "api", "botclient") == {}


def test_the_use_cases_speak_no_http() -> None:
    assert _offending("api.services", "api.http", "api.live", "api.cli") == {}
    web = {"flask", "flask_smorest", "werkzeug", "marshmallow", "webargs", "apispec"}
    services = [module for module in MODULES if _in(module, "api.services")]
    assert {m: _external(m) & web for m in services if _external(m) & web} == {}


def test_presenters_only_shape_what_they_are_given() -> None:
    """No query in a presenter: names, tables and seeds come in read models."""
    assert _offending("api.http.presenters", "api.http.extensions", "persistence.players") == {}
    assert _external("api.http.presenters") & {"flask", "sqlalchemy"} == set()


def test_live_delivery_never_imports_routes() -> None:
    assert _offending("api.live", "api.http.routes") == {}


def test_nothing_of_the_service_imports_the_bot_client() -> None:
    assert _offending("api", "botclient") == {}


def test_the_bot_client_imports_neither_the_server_nor_the_store() -> None:
    assert _offending("botclient", "api", "persistence") == {}
