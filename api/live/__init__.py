"""Live delivery: waiting for moves, streams, the deadline sweeper, the collector."""
