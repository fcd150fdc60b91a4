"""The scanner's rule tables: injection, role hijack, command-and-control, exfiltration, persistence."""
