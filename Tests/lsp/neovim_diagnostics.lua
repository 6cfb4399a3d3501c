-- Neovim's own LSP client against swiftlint-lite lsp: opens the file named by
-- $LSP_FILE, waits for the server's diagnostics, and writes them (line, column,
-- code) to $LSP_OUT. Run headless by test_neovim.py. Neovim 0.7 (Debian's) API.
local file, out, binary = os.getenv("LSP_FILE"), os.getenv("LSP_OUT"), os.getenv("LSP_BINARY")
vim.cmd("edit " .. vim.fn.fnameescape(file))
local buffer = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({
  name = "swiftlint-lite",
  cmd = { binary, "lsp" },
  root_dir = vim.fn.fnamemodify(file, ":h"),
})
vim.lsp.buf_attach_client(buffer, client)
local ok = vim.wait(15000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
local lines = {}
for _, d in ipairs(vim.diagnostic.get(buffer)) do
  table.insert(lines, string.format("%d:%d %s", d.lnum, d.col, d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "?"))
end
table.sort(lines)
vim.fn.writefile(ok and lines or { "timeout" }, out)
vim.lsp.stop_client(client)
vim.wait(2000, function() return vim.lsp.client_is_stopped(client) end, 50)
vim.cmd("qall!")
