"""The TypeScript client compiles, and its Node test plays a deal against a live server.

``npm test`` in ``openapi/clients/typescript`` runs ``tsc`` (the strict type
check of ``src/`` and ``test/``, generated ``schema.d.ts`` included, which
fails on any type error) and then ``node --test`` on the compiled
``test/play_deal.test.ts``; the server's URL reaches it in ``BELOTE_BASE_URL``.
One command for both because type-checking is most of its time.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from tests.e2e.conftest import Server


def test_typescript_client_compiles_and_plays_a_deal(
    node_package: Path, live_server: Server
) -> None:
    npm_test = [shutil.which("npm") or "npm", "test"]
    env = {**os.environ, "BELOTE_BASE_URL": live_server.url}
    result = subprocess.run(
        npm_test,
        cwd=node_package,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, f"npm test failed in {node_package}:\n{output}"
    # Every test file of test/ (play_deal, tables, ...) ran and passed.
    assert "# pass 0" not in output and "# fail 0" in output, output
    assert output.count("\n# tests ") == 1 and "# tests 1\n" not in output, output
