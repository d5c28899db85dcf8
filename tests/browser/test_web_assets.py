"""The web table's committed build is current, and ``belote serve``'s app serves it at ``/``."""

from __future__ import annotations

import gzip
from pathlib import Path

from api.http.app import create_app
from tests.browser.web_support import DIST, build_web, typecheck_web

FIRST_LOAD = ("index.html", "main.js", "style.css")


def files_of(directory: Path) -> dict[str, bytes]:
    return {
        p.relative_to(directory).as_posix(): p.read_bytes()
        for p in sorted(directory.rglob("*"))
        if p.is_file()
    }


def test_committed_build_is_what_web_builds(tmp_path: Path) -> None:
    fresh = tmp_path / "dist"
    build_web(fresh)
    committed, built = files_of(DIST), files_of(fresh)
    stale = sorted(
        name for name in committed.keys() | built.keys() if committed.get(name) != built.get(name)
    )
    assert not stale, (
        f"web/dist is stale ({', '.join(stale)}); "
        "rebuild it with: cd web && npm ci && npm run build"
    )


def test_the_table_type_checks_against_the_generated_client() -> None:
    """A regenerated client whose types the table no longer fits fails here, not in a browser."""
    typecheck_web()


def test_app_serves_the_table_beside_the_api(tmp_path: Path) -> None:
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'web.db'}"})
    client = app.test_client()
    page = client.get("/")
    assert page.status_code == 200 and page.mimetype == "text/html"
    assert b'src="/web/main.js"' in page.data
    script = client.get("/web/main.js")
    assert script.status_code == 200 and "javascript" in script.mimetype
    assert script.data == (DIST / "main.js").read_bytes()
    assert client.get("/web/style.css").mimetype == "text/css"
    missing = client.get("/web/nothing.js")
    assert missing.status_code == 404 and missing.mimetype == "application/problem+json"
    assert client.get("/openapi.json").status_code == 200
    assert client.get("/docs").status_code == 200
    assert client.get("/health").status_code == 200
    app.extensions["belote"].store.engine.dispose()


def test_first_load_is_small() -> None:
    """The page, its script and its style: under 150 KB compressed (the issue's budget)."""
    compressed = sum(len(gzip.compress((DIST / name).read_bytes(), 9)) for name in FIRST_LOAD)
    assert compressed < 150 * 1024, f"the first load is {compressed} bytes compressed"
