"""The web table's pure modules (formatting, deal summary, seat naming, option
forms, addresses, refusals) under Node's test runner: ``npm test`` in ``web/``."""

from __future__ import annotations

import shutil
import subprocess

from tests.browser.web_support import WEB, web_tools


def test_the_tables_pure_modules_pass_their_unit_tests() -> None:
    web_tools()
    npm = shutil.which("npm") or "npm"
    result = subprocess.run(
        [npm, "test"], cwd=WEB, capture_output=True, text=True, timeout=300, check=False
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, f"npm test failed in web/:\n{output}"
    assert "# fail 0" in output and "# pass 0" not in output, output
