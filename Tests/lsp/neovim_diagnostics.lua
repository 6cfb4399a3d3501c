-- Neovim's own LSP client against swiftlint-lite lsp: opens the file named by
-- $LSP_FILE, waits for the server's diagnostics, and writes them (line, column,
-- code) to $LSP_OUT; then asks for fix-all through vim.lsp.buf.code_action, as a
-- user's mapping would, and writes the buffer it leaves to $LSP_FIXED. Run
-- headless by test_neovim.py. Neovim 0.7 (Debian's) API.
local file, out, binary = os.getenv("LSP_FILE"), os.getenv("LSP_OUT"), os.getenv("LSP_BINARY")
local fixed = os.getenv("LSP_FIXED")
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

-- Fix-all: the one action offered is chosen, as the user would pick it from the menu.
vim.ui.select = function(items, _, on_choice) on_choice(items[1]) end
local before = vim.api.nvim_buf_get_changedtick(buffer)
vim.lsp.buf.code_action({ only = { "source.fixAll.swiftlint-lite" } })
local applied = vim.wait(15000, function() return vim.api.nvim_buf_get_changedtick(buffer) ~= before end, 50)
vim.fn.writefile(applied and vim.api.nvim_buf_get_lines(buffer, 0, -1, false) or { "timeout" }, fixed)
vim.lsp.stop_client(client)
vim.wait(2000, function() return vim.lsp.client_is_stopped(client) end, 50)
vim.cmd("qall!")
