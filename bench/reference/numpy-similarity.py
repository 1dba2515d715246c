"""Reference timing for the similarity benchmark: NumPy (OpenBLAS) on the same float32 vectors.

Usage: numpy-similarity.py VECTORS.f32 N D REPEATS [ROW,ROW…]
Reads N x D little-endian float32 values (row-major), then times S = X @ X.T REPEATS times, each
followed by the same product into one output array allocated before the timing
(`np.matmul(X, X.T, out=R)`, "reused"). NumPy hands a product with its own transpose to BLAS
`syrk` in both forms, which computes one triangle and mirrors it: every pair once, the same work
as the service's upper triangle; the threads come from OPENBLAS_NUM_THREADS. Prints one JSON
object with the times in seconds (wall and this process's CPU time), a checksum of the strict upper triangle (outside the timing),
the float32 values of the listed rows' parts right of the diagonal (to compare value by value) and the BLAS threadpoolctl reports (library, version, core type; from OpenBLAS's own functions
through ctypes where threadpoolctl is not installed).
"""
import json
import sys
import time

import numpy as np


def openblas_by_ctypes() -> list:
    """The loaded OpenBLAS's own report (version, core, threads) where threadpoolctl is missing,
    e.g. NumPy's wheel with its bundled scipy-openblas: symbols with the wheel's prefix and suffix."""
    import ctypes

    found = []
    for path in sorted({line.split()[-1] for line in open("/proc/self/maps") if "openblas" in line and ".so" in line}):
        lib = ctypes.CDLL(path)
        for prefix, suffix in (("", ""), ("scipy_", "64_"), ("scipy_", ""), ("", "64_")):
            try:
                config = getattr(lib, prefix + "openblas_get_config" + suffix)
                corename = getattr(lib, prefix + "openblas_get_corename" + suffix)
                threads = getattr(lib, prefix + "openblas_get_num_threads" + suffix)
            except AttributeError:
                continue
            config.restype = corename.restype = ctypes.c_char_p
            words = config().decode().split()
            found.append({
                "internal_api": "openblas",
                "version": words[1] if len(words) > 1 and words[0] == "OpenBLAS" else "",
                "architecture": corename().decode(),
                "num_threads": int(threads()),
            })
            break
    return found


def blas_info() -> list:
    try:
        from threadpoolctl import threadpool_info
    except ImportError:
        return openblas_by_ctypes()
    return [
        {k: v for k, v in pool.items() if k in ("internal_api", "version", "architecture", "num_threads", "threading_layer")}
        for pool in threadpool_info()
        if pool.get("user_api") == "blas"
    ]


def main() -> None:
    path, n, d, repeats = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    sample_rows = [int(r) for r in sys.argv[5].split(",")] if len(sys.argv) > 5 and sys.argv[5] else []
    x = np.fromfile(path, dtype="<f4", count=n * d).reshape(n, d)
    s = x @ x.T  # warm-up: starts the BLAS threads
    reused_out = np.empty((n, n), dtype=np.float32)
    np.matmul(x, x.T, out=reused_out)  # warm-up of the reused output (its pages are touched once)
    matmul, reused, matmul_cpu, reused_cpu = [], [], [], []
    for _ in range(repeats):
        t0, c0 = time.perf_counter(), time.process_time()
        s = x @ x.T
        matmul.append(time.perf_counter() - t0)
        matmul_cpu.append(time.process_time() - c0)
        t0, c0 = time.perf_counter(), time.process_time()
        np.matmul(x, x.T, out=reused_out)
        reused.append(time.perf_counter() - t0)
        reused_cpu.append(time.process_time() - c0)
    if not np.array_equal(s, reused_out):
        raise SystemExit("the product into the reused output differs from x @ x.T")
    # Row by row: no n(n-1)/2 index arrays (800 MB at n = 10,000).
    checksum = sum(float(s[i, i + 1:].sum(dtype=np.float64)) for i in range(n))
    print(json.dumps({
        "numpy": np.__version__,
        "matmul": matmul,
        "reused": reused,
        "matmul_cpu": matmul_cpu,
        "reused_cpu": reused_cpu,
        "checksum": checksum,
        "values": n * (n - 1) // 2,
        "rows": {str(r): [float(v) for v in s[r, r + 1:]] for r in sample_rows},
        "blas": blas_info(),
    }))


if __name__ == "__main__":
    main()
