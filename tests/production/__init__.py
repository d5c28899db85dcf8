"""Production-grade proof: concurrency, crashes, fuzzing and hidden information on a live server."""
