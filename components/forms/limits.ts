/** Longest accepted value per column, as the CHECK constraints of supabase/migrations say (a test keeps them equal). */
export const maxLengths = {
  first_name: 100,
  last_name: 100,
  company: 200,
  role: 100,
  email: 254,
  phone: 40,
  message: 5000,
} as const;
