import AssessmentIcon from '@mui/icons-material/Assessment';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DevicesIcon from '@mui/icons-material/Devices';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import SensorsIcon from '@mui/icons-material/Sensors';
import SettingsIcon from '@mui/icons-material/Settings';
import VideocamIcon from '@mui/icons-material/Videocam';
import type { ComponentType } from 'react';
import type { Area } from './route-table';

export const AREA_ICONS: Record<Area, ComponentType> = {
  operations: ReportProblemIcon,
  installations: SensorsIcon,
  devices: DevicesIcon,
  video: VideocamIcon,
  customers: BusinessIcon,
  calendars: CalendarMonthIcon,
  reports: AssessmentIcon,
  administration: SettingsIcon,
};
