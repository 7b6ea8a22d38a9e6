#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The training-throughput indexes of data/gpus.xml, recomputed from the raw figures.

    gpu-index.py extract LAMBDA_CSV GI_JSON > build-aux/gpu-benchmarks.csv
        copies, unchanged, the figures of the rows used from
        - github.com/lambdal/deeplearning-benchmark, pytorch/pytorch-train-throughput-fp16.csv
          at commit 4e11f6891ada05d1b317309d9b72c6072aa166d1 (2024-07-24), and
        - github.com/xiaoran007/GPU-Insights, docs/data/benchmark-data.json at commit
          6df69cb22283b2539f30f7f70e72b1689ef50823 (2026-06-18), its "fp16" column, the "ver1"
          and "ver2" runs kept apart (two benchmarks: ver2 runs other software);
        where GPU-Insights lists one device more than once for one workload, the latest run.
    gpu-index.py compute build-aux/gpu-benchmarks.csv
        prints every <index> element of data/gpus.xml: for each benchmark, model and GPU count,
        the geometric mean, over the workloads both have, of the throughput divided by the
        throughput of the benchmark's reference GPU (one GPU), rounded to 4 decimals.
    gpu-index.py check build-aux/gpu-benchmarks.csv data/gpus.xml
        exits 1 unless data/gpus.xml holds exactly those indexes.
"""

import csv
import json
import math
import sys
import xml.etree.ElementTree as ET

LAMBDA = "lambda-2024"
REFERENCE = {LAMBDA: "RTX 3090", "gpu-insights-ver2": "RTX 3090", "gpu-insights-ver1": "RTX 3090"}

# Lambda's row name -> (table model, GPU count).  Lambda's own machines only: the rows of
# other vendors' servers and storage (Dell, SMC, 1CC, RAIDZ1) are left out.
LAMBDA_ROWS = {
    "Quadro RTX 8000": ("Quadro RTX 8000", 1),
    "LambdaCloud V100 16GB": ("V100 16GB", 1),
    "RTX 3090": ("RTX 3090", 1),
    "LambdaCloud A10": ("A10", 1),
    "LambdaCloud A100 40GB PCIe": ("A100 PCIe 40GB", 1),
    "A100 80GB PCIe": ("A100 PCIe 80GB", 1),
    "A100 80GB SXM4": ("A100 SXM 80GB", 1),
    "RTX 6000 Ada": ("RTX 6000 Ada", 1),
    "RTX A6000": ("RTX A6000", 1),
    "RTX 4090": ("RTX 4090", 1),
    "H100 80GB PCIe Gen5": ("H100 PCIe", 1),
    "H100 80GB SXM5": ("H100 SXM", 1),
    "LambdaCloud 2x V100 16GB": ("V100 16GB", 2),
    "LambdaCloud 4xV100 16GB": ("V100 16GB", 4),
    "LambdaCloud 8xV100 16GB": ("V100 16GB", 8),
    "2x RTX 6000 Ada": ("RTX 6000 Ada", 2),
    "4x RTX 6000 Ada": ("RTX 6000 Ada", 4),
    "8x RTX 6000 Ada": ("RTX 6000 Ada", 8),
    "2x RTX A6000": ("RTX A6000", 2),
    "2x RTX 3090": ("RTX 3090", 2),
    "2x RTX 4090": ("RTX 4090", 2),
    "2x A100 80GB PCIe": ("A100 PCIe 80GB", 2),
    "2x A100 80GB SXM4": ("A100 SXM 80GB", 2),
    "4x A100 80GB SXM4": ("A100 SXM 80GB", 4),
    "8x A100 80GB SXM4": ("A100 SXM 80GB", 8),
    "2x H100 80GB PCIe Gen5": ("H100 PCIe", 2),
    "4x H100 80GB PCIe Gen5": ("H100 PCIe", 4),
    "8x H100 80GB PCIe Gen5": ("H100 PCIe", 8),
    "2x H100 80GB SXM5": ("H100 SXM", 2),
    "4x H100 80GB SXM5": ("H100 SXM", 4),
    "8x H100 80GB SXM5": ("H100 SXM", 8),
}

# GPU-Insights (version, device, memory) -> (table model, GPU count).  Cards with memory the
# maker never sold ("vGPU", "Unofficial Video Memory Expansion") are left out except the 48 GB
# RTX 4090, which Chinese platforms rent; so are laptop and embedded GPUs.
GI_ROWS = {
    ("ver2", "NVIDIA GeForce RTX 3090", "24GB"): ("RTX 3090", 1),
    ("ver2", "NVIDIA GeForce RTX 4090 D", "24GB"): ("RTX 4090D", 1),
    ("ver2", "NVIDIA GeForce RTX 4090 D - 2 GPUs", "24GB"): ("RTX 4090D", 2),
    ("ver2", "NVIDIA GeForce RTX 5090", "32GB"): ("RTX 5090", 1),
    ("ver2", "NVIDIA GeForce RTX 4070 SUPER", "12GB"): ("RTX 4070 SUPER", 1),
    ("ver2", "NVIDIA H100 80GB HBM3", "80GB"): ("H100 SXM", 1),
    ("ver2", "NVIDIA L40S", "48GB"): ("L40S", 1),
    ("ver2", "NVIDIA A100-SXM4-40GB", "40GB"): ("A100 SXM 40GB", 1),
    ("ver2", "NVIDIA A2", "24GB"): ("A2", 1),
    ("ver2", "NVIDIA RTX A5500", "24GB"): ("RTX A5500", 1),
    ("ver2", "NVIDIA RTX PRO 6000 Blackwell Server Edition", "96GB"):
        ("RTX PRO 6000 Blackwell Server", 1),
    ("ver2", "NVIDIA RTX PRO 6000 Blackwell Server Edition", "95.6GB"):
        ("RTX PRO 6000 Blackwell Server", 1),
    ("ver2", "NVIDIA RTX PRO 6000 Blackwell Workstation Edition", "96GB"):
        ("RTX PRO 6000 Blackwell Workstation", 1),
    ("ver2", "Quadro RTX 6000", "24GB"): ("Quadro RTX 6000", 1),
    ("ver2", "Quadro RTX 6000 - 2 GPUs", "24GB"): ("Quadro RTX 6000", 2),
    ("ver2", "Tesla T4", "16GB"): ("T4", 1),
    ("ver2", "Tesla V100S-PCIE", "32GB"): ("V100S PCIe 32GB", 1),
    ("ver2", "Tesla V100S-PCIE - 2 GPUs", "32GB"): ("V100S PCIe 32GB", 2),
    ("ver2", "Tesla V100-PCIE-32GB", "32GB"): ("V100 PCIe 32GB", 1),
    ("ver2", "4x Tesla V100-PCIE-32GB", "32GB"): ("V100 PCIe 32GB", 4),
    ("ver1", "NVIDIA GeForce RTX 3090", "24GB"): ("RTX 3090", 1),
    ("ver1", "NVIDIA GeForce RTX 4090", "24GB"): ("RTX 4090", 1),
    ("ver1", "NVIDIA vGPU (RTX 4090)", "48GB"): ("RTX 4090 48GB", 1),
    ("ver1", "NVIDIA GeForce RTX 5090", "32GB"): ("RTX 5090", 1),
    ("ver1", "NVIDIA GeForce RTX 2080 Ti", "11GB"): ("RTX 2080 Ti", 1),
    ("ver1", "NVIDIA H20", "96GB"): ("H20", 1),
    ("ver1", "NVIDIA A100-PCIE", "40GB"): ("A100 PCIe 40GB", 1),
    ("ver1", "NVIDIA RTX A5000", "24GB"): ("RTX A5000", 1),
    ("ver1", "NVIDIA RTX A5000 - 2 GPUs", "24GB"): ("RTX A5000", 2),
    ("ver1", "NVIDIA RTX PRO 6000 Blackwell Workstation Edition", "96GB"):
        ("RTX PRO 6000 Blackwell Workstation", 1),
    ("ver1", "Tesla V100S-PCIE", "32GB"): ("V100S PCIe 32GB", 1),
}

FIELDS = ["benchmark", "model", "gpus", "workload", "throughput", "source_row", "run_date"]


def gi_date(text):
    year, month, day = (int(part) for part in text.split("."))
    return "%04d-%02d-%02d" % (year, month, day)


def extract(lambda_csv, gi_json):
    out = csv.writer(sys.stdout, lineterminator="\n")
    print("# Raw training throughputs behind data/gpus.xml, copied unchanged; see gpu-index.py")
    print("# lambda-2024: github.com/lambdal/deeplearning-benchmark "
          "pytorch/pytorch-train-throughput-fp16.csv, commit "
          "4e11f6891ada05d1b317309d9b72c6072aa166d1 (2024-07-24)")
    print("# gpu-insights-ver1, gpu-insights-ver2: github.com/xiaoran007/GPU-Insights "
          "docs/data/benchmark-data.json (metadata version 3.1, lastUpdated 2026-05-24), commit "
          "6df69cb22283b2539f30f7f70e72b1689ef50823 (2026-06-18), column fp16")
    out.writerow(FIELDS)
    with open(lambda_csv, newline="") as f:
        for row in csv.DictReader(f):
            if row["name_gpu"] not in LAMBDA_ROWS:
                continue
            model, gpus = LAMBDA_ROWS[row["name_gpu"]]
            for workload, value in row.items():
                if workload in ("name_gpu", "num_gpu", "watt", "price"):
                    continue
                if float(value) > 0:
                    out.writerow([LAMBDA, model, gpus, workload, value, row["name_gpu"], ""])
    with open(gi_json) as f:
        runs = json.load(f)["benchmarks"]
    latest = {}
    for run in runs:
        key = (run["version"], run["device"], run["memory"])
        if key not in GI_ROWS or run["fp16"] is None:
            continue
        slot = (GI_ROWS[key], run["version"], run["model"])
        if slot not in latest or gi_date(run["date"]) > gi_date(latest[slot]["date"]):
            latest[slot] = run
    for ((model, gpus), version, workload), run in sorted(latest.items()):
        out.writerow(["gpu-insights-" + version, model, gpus, workload, run["fp16"],
                      run["device"] + " " + run["memory"], gi_date(run["date"])])


def compute_indexes(raw_csv):
    figures = {}
    with open(raw_csv, newline="") as f:
        for row in csv.DictReader(line for line in f if not line.startswith("#")):
            key = (row["benchmark"], row["model"], int(row["gpus"]))
            figures.setdefault(key, {})[row["workload"]] = float(row["throughput"])
    indexes = {}
    for (benchmark, model, gpus), workloads in figures.items():
        reference = figures[(benchmark, REFERENCE[benchmark], 1)]
        shared = [w for w in workloads if w in reference]
        if not shared:
            continue
        logs = [math.log(workloads[w] / reference[w]) for w in shared]
        indexes[(benchmark, model, gpus)] = round(math.exp(sum(logs) / len(logs)), 4)
    return indexes


def compute(raw_csv):
    for (benchmark, model, gpus), value in sorted(compute_indexes(raw_csv).items()):
        count = "" if gpus == 1 else ' gpus="%d"' % gpus
        print('%-36s <index benchmark="%s"%s value="%s"/>' % (model, benchmark, count, value))


def check(raw_csv, table):
    expected = compute_indexes(raw_csv)
    found = {}
    for gpu in ET.parse(table).getroot().iter("gpu"):
        for index in gpu.iter("index"):
            key = (index.get("benchmark"), gpu.get("model"), int(index.get("gpus", "1")))
            found[key] = float(index.get("value"))
    if found != expected:
        for key in sorted(set(found) | set(expected)):
            if found.get(key) != expected.get(key):
                print("%s: table %s, figures %s" % (key, found.get(key), expected.get(key)))
        sys.exit(1)


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "extract":
        extract(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 3 and sys.argv[1] == "compute":
        compute(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "check":
        check(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
